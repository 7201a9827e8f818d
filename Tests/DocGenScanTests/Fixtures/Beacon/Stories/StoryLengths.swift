import Foundation

/// How long each kind of story page stays on screen.
enum StoryLengths {
    static let page = 6.seconds
    static let chart = 900.milliseconds
    static let outro = 300.milliseconds
}
