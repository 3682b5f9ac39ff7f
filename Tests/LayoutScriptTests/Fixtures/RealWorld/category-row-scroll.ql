// Modelled on AlbertLandi/Landmarks, Landmarks/Views/Categories/CategoryRow.swift (Apple's SwiftUI
// tutorial "Composing complex interfaces"): a headline title with a leading padding over a horizontal
// ScrollView of items given by the row's model array; the rounded-image-and-caption item is written
// inline here (the tutorial keeps it in CategoryItem.swift).
// expect-min-frames: 7
import SwiftUI

struct Spot: Identifiable {
    var id: Int
    var name: String
    var imageName: String
}

struct SpotItem: View {
    var spot: Spot

    var body: some View {
        VStack(alignment: .leading) {
            Image(spot.imageName)
                .renderingMode(.original)
                .resizable()
                .frame(width: 155, height: 155)
                .cornerRadius(5)
            Text(spot.name)
                .foregroundStyle(.primary)
                .font(.caption)
        }
        .padding(.leading, 15)
    }
}

struct SpotRow: View {
    var categoryName: String
    var items: [Spot]

    var body: some View {
        VStack(alignment: .leading) {
            Text(categoryName)
                .font(.headline)
                .padding(.leading, 15)
                .padding(.top, 5)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(items) { spot in
                        SpotItem(spot: spot)
                    }
                }
            }
            .frame(height: 185)
        }
    }
}

#Preview {
    SpotRow(categoryName: "Lakes", items: [Spot(id: 1, name: "Silver", imageName: "silver"), Spot(id: 2, name: "Crater", imageName: "crater"), Spot(id: 3, name: "Moraine", imageName: "moraine")])
}
