import SwiftUI

/// Plan settings built as type-erased rows, each made by the kind of setting.
struct PlanSettingsView: View {
    let rows: [AnyView]

    var body: some View {
        List {
            Section("Plan") {
                ForEach(0 ..< rows.count, id: \.self) { index in
                    rows[index]
                }
            }
        }
    }

    static func makeRows(prices: [String: String]) -> [AnyView] {
        prices.keys.sorted().map { name in
            AnyView(PlanPriceRow(title: name, price: prices[name] ?? ""))
        }
    }
}

/// One plan and its price.
struct PlanPriceRow: View {
    let title: String
    let price: String

    var body: some View {
     // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
        HStack {
            Text(title)
            Spacer()
            Text(price)
        }
    }
}
