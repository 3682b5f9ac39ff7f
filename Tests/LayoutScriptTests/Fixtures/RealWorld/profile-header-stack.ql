// Modelled on the profile headers of open-source social apps (Lebron1992/WeChat-SwiftUI's "Me" header):
// an avatar image with a fixed frame and corner radius, a name and an id in a leading VStack,
// a QR symbol and a chevron at the trailing edge.
// expect-min-frames: 5
import SwiftUI

struct MeHeader: View {
    let name = "Jamie"
    let handle = "jamie_88"

    var body: some View {
        HStack(spacing: 16) {
            Image("avatar")
                .resizable()
                .frame(width: 64, height: 64)
                .cornerRadius(8)
            VStack(alignment: .leading, spacing: 6) {
                Text(name)
                    .font(.title2)
                Text("ID: \(handle)")
                    .font(.subheadline)
            }
            Spacer()
            Image(systemName: "qrcode")
            Image(systemName: "chevron.right")
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 24)
    }
}
