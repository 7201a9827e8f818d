import SwiftUI

/// The shared layout of a yarn row: an icon, a name and an optional accessory. It is only content: callers put it
/// in a button or a navigation link, or show it as it is.
struct YarnRowLabel<Icon: View, Accessory: View>: View {
    let name: String
    let icon: Icon
    let accessory: Accessory

    init(name: String, @ViewBuilder icon: () -> Icon, @ViewBuilder accessory: () -> Accessory = { EmptyView() }) {
        self.name = name
        self.icon = icon()
        self.accessory = accessory()
    }

    var body: some View {
        HStack(spacing: 8) {
            icon
                .frame(width: 32, height: 32)
            Text(name)
                .lineLimit(2)
            Spacer()
            accessory
        }
    }
}
