import Foundation
import Observation

/// Imports the person's existing data during onboarding.
@Observable
@MainActor
final class SyncController {
    /// How long the sync step waits before telling the person they can carry on.
    static let patience: Duration = .seconds(5 * 60)

    private(set) var sources: [SyncSource] = []
    private(set) var isRunning = false
    /// Whether the "still importing" toast is shown.
    private(set) var showsTimeoutToast = false

    private let importer: any DataImporter

    init(importer: any DataImporter) {
        self.importer = importer
    }

    /// Imports everything, showing the toast if the import outlasts ``patience``.
    func start() async {
        guard !isRunning else { return }
        isRunning = true
        let timeout = Task { [weak self] in
            try await Task.sleep(for: Self.patience)
            self?.showsTimeoutToast = true
        }
        for await source in importer.importAll() {
            sources.append(source)
        }
        timeout.cancel()
        isRunning = false
        showsTimeoutToast = false
    }
}

/// Reads data from the person's previous app and from Health.
protocol DataImporter: Sendable {
    func importAll() -> AsyncStream<SyncSource>
}
