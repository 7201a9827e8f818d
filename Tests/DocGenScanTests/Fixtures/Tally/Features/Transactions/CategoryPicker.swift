import SwiftUI

/// Picks the category of a transaction: each row is a button, so VoiceOver reads it as one control.
struct CategoryPicker: View {
    let categories: [Category]
    @Binding var selection: Category?

    var body: some View {
        List(categories) { category in
            Button {
                selection = category
            } label: {
                HStack {
                    Text(category.name)
                    Spacer()
                    Text("\(category.count) transactions")
                }
            }
        }
    }
}
