import Foundation
import TestSupport
import Testing

/// The package must compile on macOS as well as Linux, though CI here only has Linux: these
/// tests read the sources for the two ways a Linux-only assumption slips in unnoticed.
@Suite struct PortabilityTests {
    static let repository = Repository.root

    /// System modules that exist on one platform only.
    static let platformModules: Set<String> = [
        "Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android",
    ]

    /// Every Swift file of the tool, its tests and the bundled core (fixture trees and build
    /// folders excluded: they are inputs, not code that is compiled here).
    static func swiftFiles(under folders: [String]) -> [String] {
        var files: [String] = []
        for folder in folders {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let parts = relative.split(separator: "/")
                if parts.contains(where: { $0 == "Fixtures" || $0.hasPrefix(".build") }) {
                    continue
                }
                files.append(folder + "/" + relative)
            }
        }
        return files.sorted()
    }

    /// `import Glibc` (or any platform module) outside an `#if` that names that module or an OS.
    static func unguardedPlatformImports(in text: String) -> [Int] {
        var conditions: [String] = []
        var found: [Int] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                conditions.append(line)
            } else if line.hasPrefix("#elseif ") || line.hasPrefix("#else") {
                if !conditions.isEmpty { conditions[conditions.count - 1] = line }
            } else if line.hasPrefix("#endif") {
                _ = conditions.popLast()
            } else if line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
                guard let module = line.split(separator: " ").last.map(String.init),
                    platformModules.contains(module)
                else { continue }
                let guarded = conditions.contains {
                    $0.contains("canImport(\(module))") || $0.contains("os(")
                }
                if !guarded { found.append(index + 1) }
            }
        }
        return found
    }

    @Test func everyPlatformImportIsGuarded() throws {
        var offenders: [String] = []
        for file in Self.swiftFiles(under: ["Sources", "Plugins", "Tests", "FootballGather"]) {
            let text = try String(
                contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
            offenders += Self.unguardedPlatformImports(in: text).map { "\(file):\($0)" }
        }
        #expect(offenders.isEmpty, "platform imports outside #if canImport(…): \(offenders)")
    }

    /// Linux's pseudo-files are read in one small platform file per target (a `Platform/`
    /// folder), which has the macOS branch beside it.
    @Test func linuxPseudoFilesAreReadOnlyInPlatformFiles() throws {
        let linuxOnlyPaths = ["\"/proc", "\"/sys/", "\"/etc/os-release"]
        var offenders: [String] = []
        for file in Self.swiftFiles(under: ["Sources", "Plugins"])
        where !file.split(separator: "/").contains("Platform") {
            let text = try String(
                contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated() where linuxOnlyPaths.contains(where: { line.contains($0) })
            {
                offenders.append("\(file):\(index + 1)")
            }
        }
        #expect(offenders.isEmpty, "Linux-only paths outside a Platform/ file: \(offenders)")
    }

    @Test func theCheckerSeesWhatItLooksFor() {
        #expect(Self.unguardedPlatformImports(in: "import Foundation\nimport Glibc\n") == [2])
        #expect(
            Self.unguardedPlatformImports(
                in: "#if canImport(Glibc)\n    import Glibc\n#elseif canImport(Darwin)\n"
                    + "    import Darwin\n#endif\n") == [])
        #expect(
            Self.unguardedPlatformImports(
                in: "#if canImport(Glibc)\n    import Glibc\n#else\n    import Darwin\n#endif\n")
                == [4])
        #expect(Self.unguardedPlatformImports(in: "#if os(Linux)\nimport Glibc\n#endif\n") == [])
    }
}
