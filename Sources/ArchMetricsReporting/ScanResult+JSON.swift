import ArchMetricsSupport
import SwiftScanning

// `scan --format json` written field by field, in the bytes `StableJSON.encode(result)` gives
// (a test compares the two), because encoding the corpus's 5.8 MB document through `JSONEncoder`
// cost more than scanning it. Keys are written in sorted order, as `.sortedKeys` would; every
// Codable field must appear here (the comparison test fails otherwise).

extension ScanResult {
    func writeJSON(to json: inout JSONByteWriter) {
        json.beginObject()
        json.key("diagnostics")
        writeArray(diagnostics, to: &json) { $0.writeJSON(to: &$1) }
        json.key("files")
        writeArray(files, to: &json) { $0.writeJSON(to: &$1) }
        json.key("roots")
        writeArray(roots, to: &json) { $1.value($0) }
        json.key("schemaVersion")
        json.value(schemaVersion)
        json.key("totalBytes")
        json.value(totalBytes)
        json.key("totals")
        totals.writeJSON(to: &json)
        json.endObject()
    }
}

extension ScannedFile {
    func writeJSON(to json: inout JSONByteWriter) {
        json.beginObject()
        json.key("bytes")
        json.value(bytes)
        json.key("declarations")
        writeArray(declarations, to: &json) { $0.writeJSON(to: &$1) }
        json.key("diagnostics")
        writeArray(diagnostics, to: &json) { $0.writeJSON(to: &$1) }
        json.key("lines")
        lines.writeJSON(to: &json)
        json.key("path")
        json.value(path)
        json.endObject()
    }
}

extension LineCounts {
    func writeJSON(to json: inout JSONByteWriter) {
        json.beginObject()
        json.key("blank")
        json.value(blank)
        json.key("code")
        json.value(code)
        json.key("comment")
        json.value(comment)
        json.key("physical")
        json.value(physical)
        json.endObject()
    }
}

extension TypeDeclaration {
    func writeJSON(to json: inout JSONByteWriter) {
        json.beginObject()
        json.key("firstLine")
        json.value(firstLine)
        json.key("inheritedTypes")
        writeArray(inheritedTypes, to: &json) { $1.value($0) }
        json.key("kind")
        json.value(kind.rawValue)
        json.key("lastLine")
        json.value(lastLine)
        json.key("name")
        json.value(name)
        json.endObject()
    }
}

extension Diagnostic {
    func writeJSON(to json: inout JSONByteWriter) {
        json.beginObject()
        // Absent rather than null when there is no line, as the synthesized `Encodable` does.
        if let line {
            json.key("line")
            json.value(line)
        }
        json.key("message")
        json.value(message)
        json.key("path")
        json.value(path)
        json.key("severity")
        json.value(severity.rawValue)
        json.endObject()
    }
}

private func writeArray<Element>(
    _ elements: [Element], to json: inout JSONByteWriter,
    _ writeElement: (Element, inout JSONByteWriter) -> Void
) {
    json.beginArray()
    for element in elements { writeElement(element, &json) }
    json.endArray()
}
