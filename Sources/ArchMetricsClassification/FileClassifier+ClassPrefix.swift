import ArchMetricsModel
import SwiftScanning

extension FileClassifier {
    /// The prefix a project puts before its class names (`Acme` of `AcmeCarouselViewController`
    /// in `Carousel/`, beside `CarouselPresenter`): a view controller named the prefix plus
    /// the name of the folder it sits in, in two folders or more (or in every one there is),
    /// the prefix naming none of its folders (`Player/List/PlayerListViewController` is the
    /// `PlayerList` screen of a `Player` feature, not a prefix).
    func classPrefix(_ matches: [(ScannedFile, RuleMatch)]) -> String? {
        var votes: [String: Int] = [:]
        var viewControllers = 0
        for (file, match) in matches {
            guard let rule = match.rule, rule.kind == .suffix, rule.role == .viewController,
                !match.isBaseClass
            else { continue }
            viewControllers += 1
            let name = match.matchedName ?? match.primaryType ?? file.baseName
            let stem = name.dropLast(rule.pattern.count)
            let folders = file.path.split(separator: "/").dropLast().map {
                Self.screenName(ofFolder: $0)
            }
            guard let folder = folders.last, stem.count > folder.count, stem.hasSuffix(folder)
            else { continue }
            let prefix = String(stem.dropLast(folder.count))
            guard prefix.count >= 2, prefix.first!.isUppercase, !folders.contains(prefix) else {
                continue
            }
            votes[prefix, default: 0] += 1
        }
        guard let best = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
            best.value >= 2 || best.value == viewControllers
        else { return nil }
        return best.key
    }

    /// `AcmeCarousel` → `Carousel` with prefix `Acme`; a name the prefix does not start at a
    /// word boundary (`Acmeish`) is kept.
    static func unprefixed(_ stem: String, _ prefix: String?) -> String {
        guard let prefix, stem.count > prefix.count, stem.hasPrefix(prefix) else { return stem }
        let next = stem[stem.index(stem.startIndex, offsetBy: prefix.count)]
        return next.isUppercase ? String(stem.dropFirst(prefix.count)) : stem
    }
}

extension FileClassifier {
    /// Words a project puts before a type to say it implements a contract
    /// (`DefaultMoviesListViewModel` of `MoviesListViewModel`): they name no screen.
    static let implementationPrefixes = ["Default", "Real", "Live", "Concrete"]

    /// `DefaultMoviesList` → `MoviesList`; nil when the name starts with no implementation
    /// prefix at a word boundary (`Livestream` keeps its name).
    static func withoutImplementationPrefix(_ name: String) -> String? {
        for prefix in implementationPrefixes
        where name.count > prefix.count && name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.first!.isUppercase { return String(rest) }
        }
        return nil
    }
}
