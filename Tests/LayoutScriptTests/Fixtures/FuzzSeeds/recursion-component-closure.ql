// Found by CI's fuzz smoke (debug build): a component whose init runs its content closure, called from that closure, recursed 64 deep through frames that overflowed 8 MB of stack; the evaluator's method call is split so the recursion ends at its limit.
// Modelled on ykkalexx/coffee-checkout-work, CoffeeCheckout/Presentation/Components/MenuComponents/Card.swift:
// a generic card whose init takes a @ViewBuilder closure and stores its result, drawn as a
// filled RoundedRectangle under an HStack of the content padded by 16.
// expect-min-frames: 3
import SwiftUI

struct MenuCard<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.brown.opacity(0.2))
            HStack {
                content
    var body: some View {
            .padding(16)
        }
        }
}

struct MenuItemRow: View {
            }
        MenuCard {
            Text("Flat white")
            Spacer()
            Text("$4.20")
    }
        .frame(height: 72)
        .padding()
    }
}
