import Foundation

/// The article-layout fixture: MVC, MVVM, MVP and MVP-C folders laid out as the original
/// iOS repository, each file as long as the article's figure for it.
package enum ArticleLayoutFixture {
    package static var folder: URL { Fixtures.folder("article-layout") }
    package static var tree: URL { folder.appendingPathComponent("tree") }
    package static var golden: URL { folder.appendingPathComponent("golden") }
}
