// Modelled on sang200515/SwiftUIViews, SwiftUI_Components/SwiftUI/ControlViews/NavigationStack/Navigation_DisplayMode.swift
// (Mark Moeykens): a NavigationStack of a VStack carrying `.navigationTitle` and
// `.navigationBarTitleDisplayMode(.inline)`; here the VStack holds two padded texts (an inline title
// centred in a 44-pt bar).
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
