// Modelled on fbablu/ios-intranet, SparkApp/AsyncImageView.swift: an AsyncImage whose content
// closure switches over the load phase (nothing loads in a canvas), framed as an avatar in a row.
// expect-min-frames: 2
import SwiftUI

struct AvatarView: View {
    let url: URL

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .empty:
                ProgressView()
            case .success(let image):
                image
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .clipShape(Circle())
            default:
                Image(systemName: "person.fill")
                    .resizable()
            }
        }
        .frame(width: 44, height: 44)
    }
}

struct MemberRow: View {
    var body: some View {
        HStack(spacing: 12) {
            AvatarView(url: URL(string: "https://example.com/a.png")!)
            Text("Dana Whitfield")
            Spacer()
        }
        .padding(.horizontal)
    }
}

#Preview {
    MemberRow()
}
