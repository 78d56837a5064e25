import SwiftScanning

// Child view controllers in a folder of their own: the screen whose view controller embeds
// them is told by the names its code mentions, as the scan tallied them.
extension FileClassifier {
    /// A view controller whose name extends another's (`SearchResults` of `Search`) and whose
    /// type that other's file names (`let results = SearchResultsViewController()`, a property
    /// of its type) is a child the other embeds, in whatever folder it sits: it joins that
    /// screen. The name is needed too: pushing or presenting another screen names its view
    /// controller just the same. A child in a screen folder named for itself stays a screen.
    /// `structures[i]` is what the scan read of file `i`'s code; none given, none joins. Only
    /// the view controllers' files are looked at, each once: linear in the variant's size.
    func joinReferencedChildViewControllers(
        _ evidence: inout ScreenEvidence, into known: inout KnownScreens,
        structures: [PendingFileStructure?]
    ) {
        guard !structures.isEmpty else { return }
        let stems = Set(evidence.viewControllers.map(\.stem))
        // The candidates, each found by looking up its own name's words (`screenPrefix`), not
        // by comparing it with every stem. Lower-case names were not tallied (`.typeLike`).
        var childrenByName: [String: [String]] = [:]
        for controller in evidence.viewControllers
        where known.aliases[controller.stem] == nil
            && !configuredScreens.contains(controller.stem)
            && controller.folderScreen != controller.stem
            && !IdentifierTally.isLowercaseASCIILetter(controller.name.utf8.first ?? 0)
            && Self.screenPrefix(of: controller.stem, in: stems) != nil
        {
            childrenByName[controller.name, default: []].append(controller.stem)
        }
        guard !childrenByName.isEmpty else { return }
        let names = TypeNameFilter(childrenByName.keys.sorted())
        // Child → the longest parent whose code names it.
        var parents: [String: String] = [:]
        for parent in evidence.viewControllers where parent.index < structures.count {
            guard let structure = structures[parent.index] else { continue }
            for reference in structure.identifiers.references(to: names) {
                for child in childrenByName[names.names[reference.type]] ?? []
                where Self.isChildName(child, of: parent.stem)
                    && parent.stem.count > parents[child]?.count ?? 0
                {
                    parents[child] = parent.stem
                }
            }
        }
        // Shorter first: a parent that is itself a child has joined its own parent by then.
        for child in parents.keys.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
            let parent = parents[child]!
            known.aliases[child] = known.aliases[parent] ?? parent
            evidence.screens[child] = nil
            evidence.viewControllerFolders[child] = nil
        }
    }
}
