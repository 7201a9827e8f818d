import DocGenCore
import DocGenKit
import Foundation
import Hummingbird

/// Answers requests from the site in memory: files by path, HTML with the live-reload script.
struct SiteResponses: Sendable {
    let site: MemorySite

    /// The response for a request's URL path.
    func response(for urlPath: String) -> Response {
        guard let path = Self.sitePath(for: urlPath) else {
            return Self.page(status: .badRequest, title: "Bad request", text: "This path cannot name a file of the site.")
        }
        if let data = site.file(path) {
            let type = Self.contentType(of: path)
            let body = type.hasPrefix("text/html") ? LiveReloadInjection.inject(into: data) : data
            return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        if path == "favicon.ico" {
            return Response(status: .noContent, headers: [.cacheControl: "no-store"])
        }
        if site.generation == 0 {
            return Self.page(status: .serviceUnavailable, title: "Not built yet",
                             text: "The site has not built yet; this page reloads when it does.", placeholder: true)
        }
        return Self.page(status: .notFound, title: "Not found",
                         text: "The site has no file '\(path)'; this page reloads when the site changes.", placeholder: true)
    }

    /// The site path a URL path names: percent-decoded, `index.html` for a folder; `nil` when it
    /// would leave the site.
    static func sitePath(for urlPath: String) -> String? {
        let clean = urlPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        guard var path = clean.removingPercentEncoding else { return nil }
        while path.hasPrefix("/") { path.removeFirst() }
        if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }), !path.contains("\0") else { return nil }
        return path
    }

    /// The response to a HEAD request: `response`'s status and headers (its length included), no body.
    static func headers(of response: Response) -> Response {
        var headers = response.headers
        if let length = response.body.contentLength { headers[.contentLength] = String(length) }
        return Response(status: response.status, headers: headers, body: ResponseBody())
    }

    /// The media type of a site file, by its extension.
    static func contentType(of path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json", "sarif": return "application/json"
        case "xml": return "application/xml"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "ico": return "image/x-icon"
        case "pdf": return "application/pdf"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "txt", "md", "csv", "yml", "yaml", "swift": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

    /// A small page of docgen's own, with the live-reload script.
    static func page(status: HTTPResponse.Status, title: String, text: String, placeholder: Bool = false) -> Response {
        let html = """
        <!DOCTYPE html>
        <html lang="en"\(placeholder ? " data-docgen-serve-placeholder" : "")>
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'">
        <title>\(HTML.escape(title)) · docgen serve</title>
        </head>
        <body>
        <main>
        <h1>\(HTML.escape(title))</h1>
        <p>\(HTML.escape(text))</p>
        </main>
        </body>
        </html>

        """
        return Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: LiveReloadInjection.inject(into: Data(html.utf8)))))
    }
}
