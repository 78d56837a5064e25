import UIKit

final class MoviesListTableViewDataSource: NSObject {
    var items: [String] = []
}
