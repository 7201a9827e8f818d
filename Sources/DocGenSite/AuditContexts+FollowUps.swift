import DocGenAudit
import DocGenCore
import DocGenMarkdown

extension AuditContexts {
    /// Every open follow-up of the audit's items, each with the items it is on (a follow-up written on
    /// several items is listed once).
    func followUps(from page: String) -> [FollowUpContext] {
        var order: [String] = []
        var items: [String: [AuditItem]] = [:]
        var followUps: [String: FollowUp] = [:]
        for item in sortedItems {
            for followUp in item.openFollowUps {
                if items[followUp.text] == nil { order.append(followUp.text); followUps[followUp.text] = followUp }
                items[followUp.text, default: []].append(item)
            }
        }
        return order.compactMap { text in
            guard let followUp = followUps[text] else { return nil }
            return FollowUpContext(summary: followUp.summary, ticket: followUp.ticket, ticketHref: followUp.ticket.flatMap(links.ticket),
                                   items: (items[text] ?? []).map { itemLink($0, from: page) })
        }
    }

    /// An item's id linked to its place on its file's page.
    func itemLink(_ item: AuditItem, from page: String) -> ItemLinkContext {
        ItemLinkContext(id: item.id, idHTML: HTML.breakableID(item.id), anchor: SitePaths.itemAnchor(item.id),
                        href: SitePaths.href(from: page, to: audit.filePath(item.file), fragment: SitePaths.itemAnchor(item.id)),
                        summary: PlainText.of(item.summary), state: item.stateDescription)
    }

    /// How a verification state reads on a page.
    static func verificationLabel(_ verification: Verification) -> String {
        switch verification {
        case .verified: "verified"
        case .unverified: "not verified"
        case .unguarded: "unguarded"
        case .stale: "site gone"
        case .skipped: "file skipped"
        }
    }
}
