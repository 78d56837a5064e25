import SwiftUI

struct MoviesView: View {
    @StateObject var model = MoviesViewModel()
    var body: some View { Text("Movies") }
}
