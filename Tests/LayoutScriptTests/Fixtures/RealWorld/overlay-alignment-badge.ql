// Modelled on Dirtymac/thinking-in-swiftui-execrises, Chapter4-Layout/Exercises/Layout-Exercises/Layout-Exercises/View/BadgeView.swift:
// a count badge (a red circle and the number, shown only when the count is not zero) overlaid at the
// top-trailing corner of a view; written here with the newer `.overlay(alignment:) { }` closure form.
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
