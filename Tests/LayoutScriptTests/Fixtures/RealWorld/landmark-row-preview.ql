// Modelled on AlbertLandi/Landmarks, Landmarks/Views/Landmarks/LandmarkRow.swift (Apple's SwiftUI
// tutorial "Building lists and navigation"): a row of a resizable image, the landmark's name and a
// spacer, given a model by its preview; the model struct with a computed property is written here.
// expect-min-frames: 3
import SwiftUI

struct Trail {
    var name: String
    var region: String
    var lengthKm: Double
    var isFavorite = false

    var summary: String {
        "\(name), \(region)"
    }
}

struct TrailRow: View {
    var trail: Trail

    var body: some View {
        HStack {
            Image("trailhead")
                .resizable()
                .frame(width: 50, height: 50)
            Text(trail.summary)
            Spacer()
            if trail.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

#Preview {
    Group {
        TrailRow(trail: Trail(name: "Skyline", region: "Cascades", lengthKm: 8.9, isFavorite: true))
    }
}
