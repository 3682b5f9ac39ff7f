// Modelled on acegreen/AIFoodDetective's CardView (`Color(.secondarySystemBackground)`), dnslp/frequency-finder's
// CardView (`Color(.systemBackground)`) and the `Color("CardBackground")` asset colour of the shared
// CardView seen beside them: swatches made with each Color initializer, uiColor: included.
// expect-min-frames: 5
import SwiftUI

struct SwatchStrip: View {
    var body: some View {
        HStack(spacing: 4) {
            Color(.systemBackground)
            Color(.secondarySystemBackground)
            Color("CardBackground")
            Color(uiColor: .systemTeal)
            Color(red: 0.9, green: 0.3, blue: 0.2)
        }
        .frame(height: 44)
        .padding()
    }
}
