// Modelled on the notification badges of shop apps such as bigjermaine/Shop (a cart icon with a count):
// `.overlay(alignment: .topTrailing) { … }` putting a small circle with a number on an image.
// expect-min-frames: 3
import SwiftUI

struct CartButton: View {
    var numberOfProducts: Int = 2

    var body: some View {
        Image(systemName: "cart")
            .padding(.top, 5)
            .overlay(alignment: .topTrailing) {
                if numberOfProducts > 0 {
                    Text("\(numberOfProducts)")
                        .font(.caption2)
                        .frame(width: 15, height: 15)
                        .background(Circle().fill(Color.red))
                }
            }
    }
}
