// Modelled on acegreen/AIFoodDetective, AIFoodDetective/Views/Components/CardView.swift: a generic
// `struct CardView<Content: View>: View` holding the result of a @ViewBuilder closure, padded, on a
// background with a corner radius; here the card also takes a title and is used twice with different
// content.
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
