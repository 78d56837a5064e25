import UIKit

final class SearchResultsDataSource: NSObject {
    var titles: [String] = []
}
