import UIKit

final class SnippetPreviewController: UIViewController {
    private let textView = UITextView()

    func show(_ source: String) {
        textView.attributedText = SnippetHighlighter.highlight(source, font: SnippetEditorMetrics.font)
    }
}
