import Foundation

protocol Named {
    var typeName: String { get }
}

extension NSObject: Named {
    var typeName: String { String(describing: type(of: self)) }
}
