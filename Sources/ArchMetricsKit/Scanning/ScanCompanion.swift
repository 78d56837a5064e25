/// A visitor that rides along the scanner's lexing pass: a later stage (the analysis) gets every
/// token and comment of every file without lexing it again. One companion per worker thread is
/// reused for its files; `finish` sums up one file and readies the companion for the next.
public protocol ScanCompanion: SwiftLexerVisitor, SendableMetatype {
    associatedtype Summary: Sendable
    /// Called once the file is lexed, while its bytes are still valid.
    mutating func finish(source: UnsafeBufferPointer<UInt8>) -> Summary
}

/// The companion of a plain scan: sees nothing, costs nothing once specialised.
public struct NoScanCompanion: ScanCompanion {
    public init() {}
    @inline(__always) public mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {}
    public mutating func finish(source: UnsafeBufferPointer<UInt8>) {}
}

/// Feeds the scanner's own visitor and a companion from one lexer.
struct CompanionVisitor<Companion: SwiftLexerVisitor>: SwiftLexerVisitor {
    var scan: FileScanVisitor
    var companion: Companion

    @inline(__always)
    mutating func visitToken(_ token: SwiftToken, in source: UnsafeBufferPointer<UInt8>) {
        scan.visitToken(token, in: source)
        companion.visitToken(token, in: source)
    }

    @inline(__always)
    mutating func visitComment(_ comment: SwiftComment) {
        scan.visitComment(comment)
        companion.visitComment(comment)
    }

    mutating func visitDiagnostic(line: Int, message: String) {
        scan.visitDiagnostic(line: line, message: message)
        companion.visitDiagnostic(line: line, message: message)
    }
}
