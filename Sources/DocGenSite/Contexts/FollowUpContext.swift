/// An open follow-up (a known issue that remains) with the items it is written on.
struct FollowUpContext: TemplateContext {
    /// A follow-up as its item shows it, open or done.
    struct Own: TemplateContext {
        var summary: String
        var ticket: String?
        var ticketHref: String?
        var open: Bool
    }

    var summary: String
    var ticket: String?
    var ticketHref: String?
    var items: [ItemLinkContext]
}

/// An item named elsewhere (a follow-up, a conformance remark): its id linked to its file's page.
struct ItemLinkContext: TemplateContext {
    var id: String
    var idHTML: String
    /// The item's anchor on its audit's pages.
    var anchor: String
    var href: String
    /// The summary as plain text.
    var summary: String
    /// `fixed`, `open`, `claimed fixed, unguarded in code`, …
    var state: String
}
