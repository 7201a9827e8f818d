import CarPlay

/// The car scene of the harbour radio and what it plays.
final class HarborRadioScene: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
}

/// A broadcast the radio plays.
final class Broadcast {
    var isFavourite = false

    func bookmark() {}
    func skip() {}
    func toggleFavourite() { isFavourite.toggle() }
}
