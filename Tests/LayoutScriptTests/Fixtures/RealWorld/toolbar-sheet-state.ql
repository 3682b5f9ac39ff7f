// Modelled on jrasmusson/swiftui, Controls/Toolbar/README.md ("Single"): a toolbar button that
// toggles a @State through `self.`, a sheet bound to it, a title, and a PreviewProvider with a
// preferred colour scheme.
// expect-min-frames: 4
import SwiftUI

struct TripsScreen: View {
    @State var showingNewTrip = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                Text("Lisbon")
                Text("Kyoto")
            }
            .navigationTitle("Trips")
            .toolbar {
                Button(action: {
                    self.showingNewTrip.toggle()
                }) {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $showingNewTrip) {
                Text("New trip")
            }
        }
    }
}

struct TripsScreen_Previews: PreviewProvider {
    static var previews: some View {
        TripsScreen()
            .preferredColorScheme(.dark)
    }
}
