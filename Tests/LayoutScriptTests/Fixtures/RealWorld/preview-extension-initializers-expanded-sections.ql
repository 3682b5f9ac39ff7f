// Modelled on openedx/openedx-app-ios, Core/Core/View/Base/CourseCellView.swift and
// Course/Course/Presentation/Outline/CourseOutlineView/CustomDisclosureGroup.swift: a preview
// whose model is built with an app extension's initializers on Foundation types
// (`Date(iso8601:)`, `URL(staticString:)`), and a body reading a dictionary with
// `subscript(_:default:)` to decide which sections are open.
// expect-min-frames: 5
import SwiftUI

struct LessonRowView: View {
    let lesson: Lesson
    @State private var expanded: [String: Bool] = ["intro": true]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(["intro", "advanced"], id: \.self) { section in
                Button(action: {
                    expanded[section, default: false].toggle()
                }, label: {
                    HStack {
                        Image(systemName: "chevron.right")
                            .rotationEffect(.degrees(expanded[section] ?? false ? 90 : 0))
                        Text(section.capitalized)
                            .font(.headline)
                        Spacer()
                    }
                })
                if expanded[section, default: false] {
                    Text(lesson.title)
                        .font(.subheadline)
                        .padding(.leading, 24)
                }
            }
        }
        .padding(16)
    }
}

struct LessonRowView_Previews: PreviewProvider {
    private static let lesson = Lesson(
        title: "Variables and constants",
        start: Date(iso8601: "2031-04-02T09:00:00Z"),
        link: URL(staticString: "https://example.org/lesson")
    )

    static var previews: some View {
        LessonRowView(lesson: lesson)
    }
}
