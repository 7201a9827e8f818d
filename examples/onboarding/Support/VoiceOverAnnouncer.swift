import SwiftUI

/// Posts announcements that VoiceOver speaks without moving its focus.
enum VoiceOverAnnouncer {
    /// Speaks `message`; a person who does not use VoiceOver hears nothing.
    static func announce(_ message: String) {
        AccessibilityNotification.Announcement(message).post()
    }
}
