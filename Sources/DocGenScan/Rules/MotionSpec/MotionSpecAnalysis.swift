import DocGenCore

/// The motion-spec rule's analysis: every file is judged alone; constants, animation tokens and their
/// durations are resolved when sites are finished, and compared with the configured specification.
struct MotionSpecAnalysis: RuleAnalysis {
    typealias Rule = MotionSpecRule
    let options: RuleOptions
    /// The allowed durations, in seconds.
    let durations: ClosedRange<Double>
    /// The allowed curves and tokens; empty for any.
    let curves: Set<String>

    static let durationKind = "duration"
    static let flashKind = "flash"
    static let curveKind = "curve"
    /// More flashes a second than this fail WCAG 2.3.1.
    static let flashesPerSecond = 3.0

    init(options: RuleOptions) {
        self.options = options
        let range = options.range(MotionSpecRule.durationsKey, default: MotionSpecRule.defaultDurations)
        let low = range.min ?? 0
        durations = low...max(low, range.max ?? low)
        curves = Set(options.strings(MotionSpecRule.curvesKey))
    }

    /// A file is judged alone; the context serves `finish` only.
    static let judgeReadsContext = false

    func judge(_ file: ParsedFile, context: DurationCalls) -> FileJudgement<DurationCalls, MotionSpecDraft> {
        let drafts = DurationSites(file: file, checksCurves: !curves.isEmpty).drafts() + FlashSites(file: file).drafts()
        return FileJudgement(drafts: drafts.sorted { ($0.site.line, $0.site.column) < ($1.site.line, $1.site.column) },
                             notes: DurationCalls.collect(file))
    }

    /// Every file's calls with a `duration:` (the final context), from every file's notes (the scanner judges
    /// another rule's definers early too, so they are among them).
    func prepare(definers: DefinerFiles<NoData>, index: DefinitionIndex, notes: [DurationCalls]?) -> DurationCalls {
        guard let notes else { return DurationCalls() }
        var calls = DurationCalls()
        for note in notes { calls.merge(note) }
        return calls
    }

    func finish(_ drafts: [SiteDraft<MotionSpecDraft>], context: DurationCalls, index: DefinitionIndex) -> [RuleFinding<MotionSpecReason>] {
        let numbers = NumberEvaluator(index: index, calls: context)
        let timings = TimingEvaluator(index: index, numbers: numbers)
        return Parallel.map(drafts.count) { position in
            conclude(drafts[position], numbers: numbers, timings: timings)
        }.compactMap { $0 }
    }

    private func conclude(_ drafted: SiteDraft<MotionSpecDraft>, numbers: NumberEvaluator, timings: TimingEvaluator) -> RuleFinding<MotionSpecReason>? {
        var site = drafted.site
        switch drafted.pending {
        case let .duration(term):
            let outcome = numbers.evaluate(term)
            site.severity = options.severity(of: MotionSpecRule.duration)
            site.definition = outcome.definition
            let (reason, detail) = judgeDuration(outcome)
            site.detail = detail
            return RuleFinding(site: site, reason: reason)
        case let .flash(term):
            let outcome = timings.evaluate(term)
            guard outcome.repeats else { return nil }
            site.definition = outcome.definition
            return flash(outcome.cycle, unknown: outcome.unknown, site: site)
        case let .layerFlash(duration, autoreverses):
            let outcome = TimingOutcome(repeats: true, autoreverses: autoreverses, duration: numbers.evaluate(duration))
            return flash(outcome.cycle, unknown: outcome.duration.unknown, site: site)
        case let .curve(names):
            site.severity = options.severity(of: MotionSpecRule.curve)
            site.detail = "curve \(names.first ?? "")"
            let allowed = names.contains(where: curves.contains)
            return RuleFinding(site: site, reason: allowed ? .allowedCurve : .curveNotAllowed(names.first ?? ""))
        }
    }

    /// A duration against the allowed range: a zero is no animation; a value outside the range fails with it.
    func judgeDuration(_ outcome: NumberOutcome) -> (MotionSpecReason, String) {
        let animated = outcome.values.filter { !($0.lowerBound == 0 && $0.upperBound == 0) }
        let tolerance = 1e-9
        if let high = animated.map(\.upperBound).max(), high > durations.upperBound + tolerance {
            let shown = animated.first { $0.upperBound == high }.map(Self.seconds) ?? Self.seconds(high...high)
            return (.tooLong, "duration \(shown) (above \(Self.number(durations.upperBound)) s)")
        }
        if let low = animated.map(\.lowerBound).min(), low < durations.lowerBound - tolerance {
            let shown = animated.first { $0.lowerBound == low }.map(Self.seconds) ?? Self.seconds(low...low)
            return (.tooShort, "duration \(shown) (below \(Self.number(durations.lowerBound)) s)")
        }
        if let unknown = outcome.unknown { return (.unknownDuration(unknown), "duration \(unknown), not known from the code") }
        if animated.isEmpty { return (.noAnimation, "duration 0 s: no animation") }
        return (.inRange, "duration " + animated.map(Self.seconds).joined(separator: " or "))
    }

    /// A repeating change of light: more than three cycles a second fails.
    private func flash(_ cycle: NumberOutcome, unknown: String?, site: ScanSite) -> RuleFinding<MotionSpecReason> {
        var site = site
        site.severity = options.severity(of: MotionSpecRule.flash)
        let shortest = cycle.values.map(\.lowerBound).filter { $0 > 0 }.min()
        if let shortest, 1 / shortest > Self.flashesPerSecond + 1e-9 {
            site.detail = "cycle \(Self.number(shortest)) s: \(Self.number(1 / shortest)) flashes a second (above 3)"
            return RuleFinding(site: site, reason: .flashing)
        }
        if let unknown {
            site.detail = "repeats forever; cycle \(unknown), not known from the code"
            return RuleFinding(site: site, reason: .unknownDuration(unknown))
        }
        site.detail = shortest.map { "cycle \(Self.number($0)) s: at most \(Self.number(1 / $0)) flashes a second" } ?? "repeats forever"
        return RuleFinding(site: site, reason: .slowRepeat)
    }

    static func seconds(_ range: ClosedRange<Double>) -> String {
        range.lowerBound == range.upperBound ? "\(number(range.lowerBound)) s" : "\(number(range.lowerBound))–\(number(range.upperBound)) s"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
