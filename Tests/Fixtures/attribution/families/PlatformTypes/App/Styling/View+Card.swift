import SwiftUI

struct CardStyle {
    var radius = 8.0
}

extension View {
    func card(_ style: CardStyle = CardStyle()) -> some View { self }
}
