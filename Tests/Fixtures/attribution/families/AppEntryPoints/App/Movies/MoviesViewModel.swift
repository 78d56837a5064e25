import SwiftUI

final class MoviesViewModel: ObservableObject {
    @Published var titles: [String] = []
}
