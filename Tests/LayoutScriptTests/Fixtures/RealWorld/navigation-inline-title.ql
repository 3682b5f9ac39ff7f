// Modelled on sang200515/SwiftUIViews's toolbar and navigation samples (Toolbar_Location.swift) and
// the `.navigationBarTitleDisplayMode(.inline)` detail screens of tutorial apps: an inline title
// centred in a 44-pt bar over a padded VStack.
// expect-min-frames: 4
import SwiftUI

struct OrderStatus: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                Text("Order #4821")
                    .font(.headline)
                Text("Out for delivery")
            }
            .padding()
            .navigationTitle("Status")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    OrderStatus()
}
