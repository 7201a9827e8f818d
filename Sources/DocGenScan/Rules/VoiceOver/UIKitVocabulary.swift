/// The UIKit names the VoiceOver rule reads, declared once.
enum UIKitVocabulary {
    /// `UIImageView(…)`: an image view, a site of its own.
    static let imageView = "UIImageView"
    /// `UIImage(named:)`, `UIImage(resource:)`: an asset image, read by its file name when shown unlabelled.
    static let image = "UIImage"
    static let assetLabels: Set<String> = ["named", "resource"]
    /// `UIButton(…)` and its subclasses: a site when it is given only an image.
    static let button = "UIButton"
    /// `UIBarButtonItem(image:…)`: a toolbar item, a site when it has an image and no title.
    static let barButtonItem = "UIBarButtonItem"
    static let barItemImage = "image"
    static let barItemTitle = "title"
    /// `UIBarButtonItem(customView:)`: a bar item that shows a view of its own (a button).
    static let barItemCustomView = "customView"
    /// `UIButton(configuration:)`, and the members of a configuration that give the button a title.
    static let configurationLabel = "configuration"
    static let configurationTitles: Set<String> = ["title", "attributedTitle"]
    /// `UISlider(…)`: a control VoiceOver reads as "adjustable" with its value, named only by an accessibility label
    /// (a label shown beside it is a separate element).
    static let slider = "UISlider"
    /// `UITapGestureRecognizer(…)`: a tap on a view that needs the button trait.
    static let tapRecognizer = "UITapGestureRecognizer"
    /// `@IBOutlet`: a view laid out (and perhaps labelled) in a storyboard or XIB the scan does not read.
    static let outlet = "IBOutlet"
    /// `import UIKit`.
    static let framework = "UIKit"
    /// The names a UIKit site starts at.
    static let siteNames: Set<String> = [imageView, image, button, barButtonItem, slider, tapRecognizer, outlet]

    /// Unqualified calls a view makes on itself that the rule reads (`setImage(…)` in a `UIButton` subclass).
    static let viewCalls: Set<String> = ["setImage", "setTitle", "setAttributedTitle", "addGestureRecognizer"]
    /// `image = …`: what an image view shows.
    static let imageProperty = "image"
    static let setImage = "setImage"
    static let addGesture = "addGestureRecognizer"
    /// Members that give a button a title VoiceOver reads.
    static let titles: Set<String> = [
        "setTitle", "setAttributedTitle", "title", "titleLabel.text", "titleLabel.attributedText", "configuration.title",
        "configuration.attributedTitle",
    ]
    /// Members that name a view.
    static let labels: Set<String> = ["accessibilityLabel", "accessibilityAttributedLabel"]
    /// How a view's own properties holding a label to copy into `accessibilityLabel` end (`onAccessibilityLabel`).
    static let labelPropertySuffix = "AccessibilityLabel"
    static let value = "accessibilityValue"
    static let element = "isAccessibilityElement"
    static let hiddenElements = "accessibilityElementsHidden"
    static let traits = "accessibilityTraits"
    static let isHidden = "isHidden"
    /// `tintColor = …`: an image view's colour, a state when a condition picks it.
    static let tintColor = "tintColor"
    /// `navigationItem.titleView = logo`: a view standing for the screen's title.
    static let titleView = "titleView"
    /// Labels of an image made from a name or symbol: `UIImage(named:)`, `UIImage(systemName:)`, `UIImage(resource:)`.
    static let fixedImageLabels: Set<String> = ["named", "systemName", "resource", "systemSymbol"]
    /// A label's text: what a branch says.
    static let textMembers: Set<String> = ["text", "attributedText"]
    /// `cell.accessoryView = chevron`: an accessory of a table cell, which is read from its text.
    static let accessoryView = "accessoryView"
    /// `button.imageView?.addSubview(tick)`: a view drawn inside a button's (or cell's) image, part of that element.
    static let intoImage = "imageView.addSubview"
    /// A fact the walk records for a view given a picture loaded at run time (`loadImage(url, into: avatar)`,
    /// `avatar.kf.setImage(with: url)`): its picture is content, so showing or hiding it is not a state.
    static let loadedImage = "loadedImage"
    /// A table cell (`UITableViewCell`, an app's `…Cell` subclass), read as one element, unlike a collection view's cell.
    static let cellSuffix = "Cell"
    static let collectionView = "CollectionView"
    /// Members whose value shows a state when a condition sets or picks it.
    static let stateMembers: Set<String> = [isHidden, imageProperty, tintColor, setImage]
    /// The button trait, however it is written (`[.button]`, `.button`, `UIAccessibilityTraits.button`).
    static let buttonTrait = "button"

    /// The last member names of every path the rule reads (`accessibilityTraits.insert`, `titleLabel.text`).
    static let readMembers: Set<String> = labels.union(titles).union([
        value, element, hiddenElements, traits, isHidden, imageProperty, setImage, addGesture, tintColor, titleView, accessoryView, "addSubview", "insert", "formUnion", "text",
        "attributedText", "attributedTitle", loadedImage,
    ]).union(CarPlayVocabulary.readMembers)

    /// Whether an unqualified name is a member of the view itself (`accessibilityTraits.insert(…)`), not a view.
    static func isOwnMember(_ name: String) -> Bool {
        name.hasPrefix("accessibility") || name.hasPrefix("is") || name == "layer"
    }
}

/// What the facts of a file say about one view.
struct UIKitView {
    typealias Names = UIKitVocabulary
    let facts: [UIKitFacts.Fact]

    private func has(_ paths: Set<String>, where accept: (String) -> Bool = { _ in true }) -> Bool {
        facts.contains { paths.contains($0.path) && accept($0.value) }
    }

    /// A non-empty accessibility label.
    var isLabelled: Bool { has(Names.labels) { $0 != "nil" && $0 != "\"\"" } }
    /// An accessibility value, which says a state.
    var hasValue: Bool { has([Names.value]) { $0 != "nil" } }
    /// Hidden from VoiceOver: `accessibilityElementsHidden = true`, `isAccessibilityElement = false`.
    var isHidden: Bool { has([Names.hiddenElements]) { $0 == "true" } || has([Names.element]) { $0 == "false" } }
    /// One element for VoiceOver that holds its subviews: `isAccessibilityElement = true`.
    var isElement: Bool { has([Names.element]) { $0 == "true" } }
    /// The button trait (`accessibilityTraits = [.button]`, `.insert(.button)`).
    var hasButtonTrait: Bool {
        facts.contains { $0.path.hasPrefix(Names.traits) && $0.value.split(whereSeparator: { !$0.isLetter }).contains(Substring(Names.buttonTrait)) }
    }
    /// A title VoiceOver reads.
    var isTitled: Bool { has(Names.titles) { $0 != "nil" } }
    /// Given an image (`setImage(…)`).
    var hasImage: Bool { facts.contains { $0.path == Names.setImage } }
    /// Shown or hidden by a condition (`tick.isHidden = !selected`, `isHidden = false` in an `if`) that no label's
    /// text set in the same branch says: a state.
    var isToggled: Bool {
        let toggles = facts.filter { $0.path == Names.isHidden && ($0.branch || ($0.value != "true" && $0.value != "false")) }
        return !toggles.isEmpty && !toggles.allSatisfy(\.saidByText)
    }
    /// Given a picture that is content, loaded at run time (passed to an image loader, `kf.setImage(with: url)`) or copied
    /// from another view (`artwork.image = source.image`): showing or hiding it shows whether there is a picture, not a state.
    var showsContent: Bool {
        facts.contains { $0.path == Names.loadedImage || $0.path == Names.imageProperty && !$0.chooses && !$0.fixedImage && $0.value.hasSuffix(".image") }
    }
    /// Its image or tint chosen by a condition: a ternary (`icon.image = on ? a : b`), different values in branches,
    /// or a fixed image set in a branch (`if locked { icon.image = UIImage(named: "lock") }`): a state.
    var showsChosenImage: Bool { chosen([Names.imageProperty, Names.setImage], fixedCounts: true) || chosen([Names.tintColor], fixedCounts: false) }

    private func chosen(_ paths: Set<String>, fixedCounts: Bool) -> Bool {
        let set = facts.filter { paths.contains($0.path) }
        if set.contains(where: { $0.chooses && !$0.saidByText }) { return true }
        // A picture set in a branch that also sets a label's text (`badge.image = warning; note.text = signInPrompt`) is said.
        let branched = set.filter { $0.branch && !$0.saidByText }
        if fixedCounts, branched.contains(where: \.fixedImage) { return true }
        return Set(branched.map(\.value)).count >= 2
    }
    /// What the view is added to as a gesture's view, by the gesture's name.
    func addsGesture(_ name: String) -> Bool { facts.contains { $0.path == Names.addGesture && $0.value == name } }

    func merged(_ other: UIKitView) -> UIKitView { UIKitView(facts: facts + other.facts) }

    /// The facts about the view kept in member `name` of this one (`cell.badge.isHidden` for `badge` of `cell`).
    func member(_ name: String) -> UIKitView {
        let prefix = name + "."
        return UIKitView(facts: facts.compactMap { fact in
            guard fact.path.hasPrefix(prefix) else { return nil }
            var inner = fact
            inner.path = String(fact.path.dropFirst(prefix.count))
            return inner
        })
    }
}
