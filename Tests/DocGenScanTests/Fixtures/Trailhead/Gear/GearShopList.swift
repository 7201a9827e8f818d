import SwiftUI

/// Gear the user still wants: the wishlist and the shops that have it.
struct GearShopList: View {
    let wishes: [GearWish]
    let shops: [Shop]

    var body: some View {
        List {
            Section {
                ForEach(wishes) { wish in
                    WishRow(wish: wish)
                }
            } header: {
                Text("Wishlist")
            }
            Section("Shops") {
                ForEach(shops) { shop in
                 // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
                    VStack(alignment: .leading) {
                        Text(shop.name)
                          // ↓ rule:semantic-structure reason:missing-header severity:medium verdict:fail kind:heading
                          // ↓ rule:dynamic-type reason:text-style severity:high verdict:pass kind:font
                            .font(.title3)
                        Text(shop.address)
                    }
                }
            }
        }
    }
}

/// A wished-for item and its price.
struct WishRow: View {
    let wish: GearWish

    var body: some View {
     // ↓ rule:semantic-structure reason:combined severity:low verdict:pass kind:row
        HStack {
            Text(wish.name)
            Spacer()
            Text(wish.price, format: .currency(code: "EUR"))
        }
        .accessibilityElement(children: .combine)
    }
}
