/// One kind of data the sync step imports.
struct SyncSource: Identifiable, Equatable, Sendable {
    var id: String { name }
    /// "Workouts".
    var name: String
    var itemCount: Int
    /// The unit counted, singular and plural: ("workout", "workouts").
    var unit: (singular: String, plural: String)

    /// "128 workouts", "1 route".
    var itemCountText: String {
        "\(itemCount.formatted()) \(itemCount == 1 ? unit.singular : unit.plural)"
    }

    static func == (lhs: SyncSource, rhs: SyncSource) -> Bool {
        lhs.name == rhs.name && lhs.itemCount == rhs.itemCount
    }
}
