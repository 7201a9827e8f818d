import SwiftUI

/// Where the money went this month: a heading per group of categories, a row per category.
struct CategoryBreakdown: View {
    let groups: [CategoryGroup]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(groups) { group in
                    Text(group.name)
                      // ↓ rule:semantic-structure reason:header-trait severity:medium verdict:pass kind:heading
                      // ↓ rule:dynamic-type reason:text-style severity:medium verdict:pass kind:font
                        .font(TallyType.heading(2))
                        .accessibilityAddTraits(.isHeader)
                    ForEach(group.categories) { category in
                        CategoryShareRow(category: category)
                    }
                }
            }
        }
    }
}

/// A category and its share of the month's spending.
struct CategoryShareRow: View {
    let category: Category

    var body: some View {
        if category.isOverBudget {
            overBudgetContent
        } else {
         // ↓ rule:semantic-structure reason:read-in-parts severity:low verdict:fail kind:row
            HStack {
                Text(category.name)
                Spacer()
                Text(category.share, format: .percent)
            }
        }
    }

    private var overBudgetContent: some View {
     // ↓ rule:semantic-structure reason:combined severity:low verdict:pass kind:row
        HStack {
            Text(category.name)
            Text("Over budget")
        }
        .accessibilityElement(children: .combine)
    }
}
