import SwiftUI

extension View {
    /// Hands the view to `change`, so that a call site can pick a style by layout without an `AnyView`.
    @ViewBuilder
    func restyled(@ViewBuilder _ change: (Self) -> some View) -> some View {
        change(self)
    }

    /// A square tile of the dock grid: glass where the system draws it, a faint tile before that.
    @ViewBuilder
    func dockTileStyle(tint: Color?) -> some View {
        buttonStyle(.plain)
            .aspectRatio(1, contentMode: .fit)
            .restyled { view in
                if #available(iOS 26.0, *) {
                    view.glassEffect(.regular.tint(tint), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                } else {
                    view.background((tint ?? Color.gray.opacity(0.3)).cornerRadius(14))
                }
            }
    }

    /// A round well behind a shortcut's glyph, tinted with the glyph's own colour.
    func glyphWell(color: UIColor) -> some View {
        frame(width: 36, height: 36)
            .restyled { view in
                view
                    .background(Color(uiColor: color).opacity(0.3))
                    .clipShape(Circle())
            }
    }

    /// A row of the dock list, on a faint rounded row background.
    func dockRowStyle(tint: Color?) -> some View {
        listRowBackground((tint ?? Color.gray.opacity(0.3)).cornerRadius(14))
    }
}
