// The decision as one line of prose, `ClassifiedFile.reason`: what `roles` and the near-miss
// warnings show and `metrics.json` records. Its wording is part of those outputs; nothing
// reads it back (the decision's fields say what it says).
extension FileDecision {
    /// The evidence that decided, the name it read, what it overruled, then the screen:
    /// `suffix View (over conformance UIViewController via BaseView); in screen folder Login`.
    package var reason: String {
        var text = evidence.phrase
        if byFileName { text += " (file name)" }
        if byContract { text += " (contract)" }
        if !overruled.isEmpty {
            text += " (over \(overruled.map(\.phrase).joined(separator: ", ")))"
        }
        return text + screenFinding.phrase
    }
}

extension FileDecision.Evidence {
    /// `suffix ViewController`, `conformance UIViewController via BaseView`, `folder Presenters`.
    package var phrase: String {
        switch self {
        case .targets(let verdict): verdict.reason
        case .extendsPlatformType(let type): "extends platform type \(type): reusable"
        case .rule(let rule): rule.reason
        case .inheritance(let rule, let via): via.map { "\(rule.reason) via \($0)" } ?? rule.reason
        case .folder(_, let name): "folder \(name)"
        case .noRule: "no role rule"
        }
    }
}

extension FileDecision.ScreenFinding {
    /// What follows the evidence in a reason (empty when the evidence says it all).
    var phrase: String {
        switch self {
        case .roleOfNoScreen, .named: ""
        case .known(let screen): "; screen \(screen) is known"
        case .folder(let enclosing, let slip):
            "; \(enclosing.phrase)"
                + (slip.map { " (near miss of screen '\($0.near)': '\($0.wanted)')" } ?? "")
        case .globInFolder(let glob, let enclosing): "; \(glob.reason) is \(enclosing.phrase)"
        case .nameIsScreen(let screen): "; its name is screen \(screen)"
        case .namePrefix(let screen): "; name starts with screen \(screen)"
        case .modelFolder(let folder): "; in model folder \(folder)"
        case .controllerFolder(let folder): "; below the controller folder \(folder)"
        case .noScreen: " and no screen"
        case .nearMiss(let miss):
            ", but screen '\(miss.wanted)' is unknown (near screen '\(miss.near)')"
        case .appFlow: ", of no screen: the app's own flow"
        case .noKnownScreen(_, let wanted):
            ", but no known screen\(wanted.map { " '\($0)'" } ?? ""): shared"
        }
    }
}
