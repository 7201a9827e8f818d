/// The expression being read in one bracket, for the prescan's work budget: how many member accesses
/// it chains and how many operators it holds.
struct ExpressionBudget {
    var chain = 0
    var chainStart = 0
    var operators = 0
    var operatorStart = 0
    /// Whether the last token ends an operand (a name, a literal, a closing bracket): a `.` after it is a
    /// member access that continues the chain.
    var operand = false
    /// Whether the last token was the `.` of a member access, so the name after it is the member.
    var afterDot = false

    /// A name, a literal or a keyword. After an operand it starts another expression (`return x`, a new
    /// statement on the next line), which ends the chain, and on a new line the operators too.
    mutating func name(newline: Bool) {
        if afterDot {
            afterDot = false
        } else if operand {
            chain = 0
            if newline { operators = 0 }
        }
        operand = true
    }

    /// A `.member`: the chain's length so far.
    mutating func member(at offset: Int) -> Int {
        if operand, chain > 0 {
            chain += 1
        } else {
            chain = 1
            chainStart = offset
        }
        operand = false
        afterDot = true
        return chain
    }

    /// The first character of an operator: the operators counted so far.
    mutating func `operator`(at offset: Int) -> Int {
        if operators == 0 { operatorStart = offset }
        operators += 1
        chain = 0
        operand = false
        afterDot = false
        return operators
    }

    /// `,`, `;` or `:`: the next element, statement or argument.
    mutating func separator() {
        chain = 0
        operators = 0
        operand = false
        afterDot = false
    }

    /// A bracket opens: its contents are another expression.
    mutating func open(newline: Bool) {
        if newline, operand { name(newline: true) }
        afterDot = false
    }

    /// A bracket closed: a call, subscript or closure is an operand, and a `.` after it continues the chain.
    mutating func closed() {
        operand = true
        afterDot = false
    }

    /// `->`: what follows is a type.
    mutating func arrow() {
        chain = 0
        operand = false
        afterDot = false
    }
}

extension NestingPrescan {
    /// Letters, digits, `_`, `$` and non-ASCII bytes: the characters of names and numbers.
    static func nameCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    static func operatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "="),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// Follows one byte of code (outside strings and comments, brackets aside) through the expression of the
    /// innermost bracket; the refusal when the expression goes over the budget.
    mutating func code(_ byte: UInt8) -> Refusal? {
        let top = frames.count - 1
        let previous = index > 0 ? bytes[index - 1] : 0
        if Self.nameCharacter(byte) {
            guard !Self.nameCharacter(previous) else { return nil }
            frames[top].expression.name(newline: newline)
            newline = false
            return nil
        }
        let lineBreak = newline
        newline = false
        switch byte {
        case UInt8(ascii: "."):
            let next = self.byte(at: index + 1)
            let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
            if digits.contains(next), digits.contains(previous) { return nil }  // a number: 1.5
            let startsName = next == UInt8(ascii: "`") || (Self.nameCharacter(next) && !digits.contains(next))
            if startsName, previous != UInt8(ascii: ".") {
                let chain = frames[top].expression.member(at: index)
                longestChain = max(longestChain, chain)
                if chain > Self.chainLimit {
                    return Refusal(offset: frames[top].expression.chainStart, message:
                        "more than \(Self.chainLimit) member accesses chained in one expression (each one a level of the syntax "
                        + "tree that every rule walks); the file is not parsed")
                }
                return nil
            }
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            // Postfix: `a?.b`, `a!.b` keep the operand; with a blank before, they are operators.
            if frames[top].expression.operand, !lineBreak, previous != UInt8(ascii: " "), previous != UInt8(ascii: "\t") { return nil }
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            frames[top].expression.separator()
            return nil
        default:
            break
        }
        guard Self.operatorCharacter(byte), !Self.operatorCharacter(previous) else { return nil }
        let operators = frames[top].expression.operator(at: index)
        mostOperators = max(mostOperators, operators)
        if operators > Self.operatorLimit {
            return Refusal(offset: frames[top].expression.operatorStart, message:
                "more than \(Self.operatorLimit) operators in one expression (each one a level of the syntax tree that "
                + "every rule walks); the file is not parsed")
        }
        return nil
    }

    /// A string literal or a name in backticks: an operand.
    mutating func atom() {
        frames[frames.count - 1].expression.name(newline: newline)
        newline = false
    }

    /// `->`.
    mutating func arrow() {
        frames[frames.count - 1].expression.arrow()
        newline = false
    }
}
