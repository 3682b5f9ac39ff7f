// Modelled on acegreen/AIFoodDetective, JunkFoodMeter/Views/Components/CardView.swift (and the
// like-named CardView of ykkalexx/coffee-checkout-work): a generic `struct …<Content: View>: View`
// holding a @ViewBuilder view, given a title too, used twice with different content.
// expect-min-frames: 6
import SwiftUI

struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content
        }
        .padding(12)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct AccountSummary: View {
    var body: some View {
        VStack(spacing: 16) {
            Card(title: "Balance") {
                Text("$1,204.00")
                    .font(.largeTitle)
            }
            Card(title: "Recent") {
                Text("Coffee")
                Text("Groceries")
            }
        }
        .padding()
    }
}

#Preview {
    AccountSummary()
}
