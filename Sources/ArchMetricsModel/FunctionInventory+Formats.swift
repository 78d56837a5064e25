import ArchMetricsSupport
import SwiftScanning

// `scan --analysis --format json|csv`, written straight into the output: the corpus has tens of
// thousands of functions, and `JSONEncoder` would box each. The JSON is byte for byte what
// `StableJSON.encode(inventory)` gives (a test compares the two); keys in sorted order.

extension FunctionInventory {
    /// The CSV's columns, in order; one row per function follows.
    package static let csvHeader = [
        "path", "line", "endLine", "name", "kind", "complexity", "length", "role",
    ]

    package func writeJSON(to output: BufferedOutput) {
        var json = JSONByteWriter(output: output)
        json.beginObject()
        json.key("files")
        json.beginArray()
        for file in files {
            json.beginObject()
            json.key("decisionPointsOutsideFunctions")
            json.value(file.decisionPointsOutsideFunctions)
            json.key("functions")
            json.value(file.functions)
            json.key("path")
            json.value(file.path)
            json.key("role")
            json.value(file.role.rawValue)
            json.endObject()
        }
        json.endArray()
        json.key("functions")
        json.beginArray()
        for function in functions {
            json.beginObject()
            json.key("complexity")
            json.value(function.complexity)
            json.key("endLine")
            json.value(function.endLine)
            json.key("kind")
            json.value(function.kind.rawValue)
            json.key("length")
            json.value(function.length)
            json.key("line")
            json.value(function.line)
            json.key("name")
            json.value(function.name)
            json.key("path")
            json.value(function.path)
            json.key("role")
            json.value(function.role.rawValue)
            json.endObject()
        }
        json.endArray()
        json.key("schemaVersion")
        json.value(schemaVersion)
        json.endObject()
        json.endDocument()
    }

    /// A header row, then one row per function in the document's order (RFC 4180 quoting,
    /// `\n` line ends).
    package func writeCSV(to output: BufferedOutput) {
        output.write(utf8: Self.csvHeader.joined(separator: ","))
        output.write(UInt8(ascii: "\n"))
        for function in functions {
            output.write(utf8: TextEscaping.csvField(function.path))
            for number in [function.line, function.endLine] {
                output.write(UInt8(ascii: ","))
                output.write(decimal: number)
            }
            output.write(UInt8(ascii: ","))
            output.write(utf8: TextEscaping.csvField(function.name))
            output.write(UInt8(ascii: ","))
            output.write(utf8: function.kind.rawValue)
            for number in [function.complexity, function.length] {
                output.write(UInt8(ascii: ","))
                output.write(decimal: number)
            }
            output.write(UInt8(ascii: ","))
            output.write(utf8: TextEscaping.csvField(function.role.rawValue))
            output.write(UInt8(ascii: "\n"))
        }
    }
}
