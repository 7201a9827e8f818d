/// Text written into CSS that docgen generates (the running headers of printed pages).
public enum CSSText {
    /// `text` as a quoted CSS string: quotes and backslashes escaped, and `<`, `>` and `&` too, so that the
    /// string cannot end the `<style>` element it sits in; line breaks and other control characters become
    /// spaces (a header is one line).
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\22 "
            case "\\": out += "\\5c "
            case "<": out += "\\3c "
            case ">": out += "\\3e "
            case "&": out += "\\26 "
            case _ where scalar.value < 0x20 || scalar.value == 0x7f || scalar == "\u{2028}" || scalar == "\u{2029}": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
