// Modelled on AlbertLandi/Landmarks, Landmarks/Views/Helpers/CircleImage.swift (Apple's SwiftUI
// tutorial "Creating and combining views"): an image clipped to a circle with a stroked circle overlay
// and a shadow; here it is offset upwards over a map stand-in above a title and a location row, as
// the tutorial's detail screen places it.
// expect-min-frames: 6
import SwiftUI

struct RoundPortrait: View {
    var image: Image

    var body: some View {
        image
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

struct ParkDetail: View {
    var body: some View {
        VStack {
            Color.green
                .frame(height: 300)
            RoundPortrait(image: Image("turtlerock"))
                .offset(y: -130)
                .padding(.bottom, -130)
            VStack(alignment: .leading) {
                Text("Turtle Rock")
                    .font(.title)
                HStack {
                    Text("Joshua Tree National Park")
                    Spacer()
                    Text("California")
                }
                .font(.subheadline)
            }
            .padding()
            Spacer()
        }
    }
}
