import UIKit

final class ReposDataSource: NSObject {
    var names: [String] = []
}
