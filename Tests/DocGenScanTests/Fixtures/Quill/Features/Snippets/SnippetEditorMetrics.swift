import UIKit

/// The snippet editor's typeface, made once for the whole app.
enum SnippetEditorMetrics {
                          // ↓ rule:dynamic-type reason:fixed-size severity:high
    static let font = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
}
