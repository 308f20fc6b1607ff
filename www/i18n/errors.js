// The core's messages in 简体中文, by code (the English is the core's own text: crate/src/error.rs). Slots {name}
// take the message's arguments; an argument that is itself a phrase ({ code, args }) is translated too. A test
// checks that every code of the core's catalog (messageCatalog()) has an entry here.

export const ERRORS_ZH = {
  // Notation.
  SecondColon: "一个部分里出现了第二个 ':'（不同的部分请用 '+' 连接）",
  EmptyComponent: '这一部分是空的',
  ExpectedColon: "游戏后面应当是 ':' 和石子堆的大小",
  HeapsNeedGame: "石子堆 '{heaps}' 前面要写上游戏：和的每一部分都写成 游戏: 石子堆，例如 'nim: {heaps}'",
  ExpectedHeaps: "':' 后面应当写石子堆的大小",
  VertexNotInGraph: '顶点 {vertex} 不在图中（顶点编号为 0..{last}）',
  UnexpectedInHeaps: "石子堆里出现了意外的字符 '{char}'（这里应当是数字）",
  NumberTooLarge: '数字太大（上限是 {limit}）',
  ExpectedChar: "{context}应当是 '{char}'",
  ExpectedCharFound: "{context}应当是 '{char}'，却是 '{found}'",
  UnexpectedAfter: "{context}后面出现了意外的字符 '{char}'",
  ExpectedGame: '这里应当是一个游戏（例如 nim、sub(1,3,4)、0.07、kayles）',
  UnknownGame: "不认识的游戏 '{name}'（可以试试 nim、sub、bash、allbut、kayles、dawson、grundy、graph、八进制编码、misere、staircase、boxes、stoned、thanos、moore 或 wythoff）",
  UnexpectedGameStart: "游戏不能以 '{char}' 开头",
  EmptyItem: '{context}是空的',
  ExpectedItem: '这里应当是{context}',
  ExpectedItemFound: "这里应当是{context}，却是 '{found}'",
  EmptyRange: '范围 {low}..{high} 是空的',
  ZeroMove: '0 不是一步走法（每步至少取一个石子）',
  SetTooLarge: '集合太大（上限是 {limit} 个数）',
  EmptySubtractionSet: '取子集合至少要有一个数',
  BashRange: 'bash(m) 需要 1 ≤ m ≤ {limit}',
  EmptyGraph: '图至少要有一个顶点',
  VertexTooLarge: '顶点编号太大（上限是 {limit}）',
  OctalFirstDigit: '小数点前的数字只能是 0 或 4',
  OctalOneDigitBeforePoint: '小数点前只能有一位数字',
  EmptyRepeat: "循环节 '[]' 是空的",
  OctalTooLong: '八进制编码太长（上限是 {limit} 位）',
  MissingRepeatClose: "缺少 ']' 来结束循环节",
  OctalNoDigits: '小数点后应当有八进制数字',
  OctalDigitRange: '八进制数字只能是 0–7，不能是 {digit}',
  ExpectedOctalDigit: '这里应当是一个八进制数字',
  MarkNotAllowed: "'*' 表示已打开的箱子（boxes）或上一步取过的那一堆（stoned）；{game} 里没有这种标记",
  TwoBlockedHeaps: '上一步只能从一堆里取，所以只能有一堆带 *',
  WythoffTwoHeaps: 'wythoff 恰好有两堆石子，而不是 {count} 堆',
  ThanosEvenHeaps: 'thanos 需要偶数堆石子（至少 2 堆），而不是 {count} 堆',
  MooreRange: 'moore(k) 需要 1 ≤ k ≤ {limit}',
  StaircaseTotal: '阶梯上的石子总数最多是 {limit}',
  MisereOfHeapGame: 'misere(…) 里应当是一个取石子游戏，例如 nim、sub(1,3,4) 或 kayles',
  MisereAlone: '反常规则（取走最后一个的人输）是整个局面的规则：请把所有石子堆写在同一个 misere(…) 部分里',
  NestedTooDeep: '游戏嵌套超过 {limit} 层',
  NotAHeapGame: '{game} 是对整个局面进行的游戏，没有单堆的 SG 表 G(n)；请分析一个局面（例如 {game}: 3 4 5）',
  // The rules language (a user's own game).
  RuleFloorDivision: "这里的 '//' 是注释的开始；整数除法请写 '/'（对 ≥ 0 的数向下取整）",
  RuleBadNumber: "'{number}' 不是这门语言能表示的整数（64 位）",
  RuleUnexpectedChar: "规则里出现了意外的字符 '{char}'",
  RuleExpected: '这里应当是{what}，却是 {found}',
  RuleWhatEnd: '语句的结尾',
  RuleWhatVariable: '一个变量名',
  RuleWhatStatement: '一条语句',
  RuleWhatLoop: 'range(…) 或列表 [ … ]',
  RuleWhatAssignment: "'='（赋值）",
  RuleWhatValue: '一个数或变量',
  RuleEndOfLine: '行尾',
  RuleEndOfText: '规则的结尾',
  RuleTooDeep: '代码块和括号嵌套超过 {limit} 层',
  RuleHeaderFirst: "'name'、'state' 和 'where' 要写在最前面，在走法之前",
  RuleNoState: "规则需要一行 'state' 说明状态是什么，例如 'state n' 或 'state (w, h)'",
  RuleBadName: "名字由字母、数字和 '-' 组成，以字母开头（例如 'name take-half'）",
  RuleRangeArguments: 'range 接受 1 到 3 个数：range(end)、range(start, end) 或 range(start, end, step)',
  RuleArguments: '{function} 的参数个数不对',
  RuleDuplicateState: "状态里 '{name}' 出现了两次",
  RuleTooLarge: '规则太大，无法编译',
  RuleLoopVariable: "'{name}' 是外层循环的变量，不能在循环里修改",
  RuleStateAssigned: "'{name}' 是状态里的数，不能修改（请先复制到另一个变量）",
  RuleUnassigned: "'{name}' 在赋值之前就被使用了",
  RuleUnknownVariable: "不认识的变量 '{name}'",
  RuleBreakOutside: 'break 和 continue 只能写在循环里',
  RuleTupleForNumber: '这个游戏的状态是一个数，但这一步给出了 {count} 个',
  RuleTupleSize: '这个游戏的状态有 {arity} 个数，但这一步给出了 {count} 个：请写成括号里的 {arity} 个数',
  RuleArity: '一个状态最多有 {limit} 个数',
  RuleNameTaken: "'{name}' 是内置游戏的名字，请换一个名字",
  RuleSteps: '状态 {state} 的规则运行超过了 {limit} 步循环（是不是死循环？）',
  RuleDivideByZero: '状态 {state} 出现了除以 0',
  RuleZeroStep: '状态 {state} 的 range 步长为 0',
  RuleShift: '状态 {state} 移位了 {by} 位（移位只能是 0 到 63）',
  RuleTooManyMoves: '状态 {state} 列出的走法超过 {moves} 种（或走法里的数超过 {numbers} 个）',
  RuleNegative: '状态 {state} 有一步走到 {value}，但状态必须是 ≥ 0 的整数',
  RuleStateTooLarge: '状态 {state} 有一步走到 {value}，超过了最大的状态 {limit}',
  EmptyTuple: '括号是空的：括号里应当写状态的各个数，例如 (3,4)',
  UnclosedTuple: "缺少 ')' 来结束这个状态",
  NotATwoNumberGame: "{game} 的状态不是两个数（网格需要两个数的状态，例如写了 'state (x, y)' 的规则）",
  NoPatternTable: '{game} 没有可以找规律的表（取石子游戏和两个数状态的游戏才有）',
  RuleStateNumbers: '{game} 的一个状态有 {arity} 个数：请把每个状态写在括号里，例如 (3,4)',
  RuleNotAState: "{state} 不是 {game} 的状态（不满足它的 'where'）",
  RuleCycle: '{game} 有环，所以它的状态没有 SG 值：{cycle}',
  RuleTooManyStates: '规则在表外到达了超过 {limit} 个状态',
  RuleTooDeepSearch: '等待搜索的走法里的数超过了 {limit} 个',
  RuleMoveNotAState: "状态 {state} 有一步走到 {to}，但它不是一个状态（不满足 'where'）",
  // Limits and requests.
  TooManyValues: '{n} 个值太多了（上限是 {limit}）',
  GraphTooFewVertices: '要求 {n} 个状态，但这个图的顶点只有 0..{last}',
  Cycle: '图中有环：{cycle}',
  HeapNeedsBigTable: '{game} 的 {heap} 个石子的堆需要大约 {work} 步的打表（上限是 {limit}）',
  HeapTooLarge: '对 {game} 来说 {heap} 太大了：直到 {searched} 都没有证明出循环节（没有循环节时，表最长到 {limit}）',
  TooManyMoves: '{game} 的 {heap} 个石子的堆有太多走法需要搜索（最多 {bound} 种；总共的上限是 {limit}）',
  PeriodOfGraph: '循环节只针对取石子游戏；图没有循环节（请查看它的 SG 值）',
  TooManyTraceOptions: '{game} 的状态 {state} 最多有 {bound} 个后继；mex 演示最多显示 {limit} 个',
  TooManyStates: '{n} 个状态太多了（上限是 {limit}）',
  TooManyVertices: '{n} 个顶点太多了（上限是 {limit}）',
  EdgeArraysDiffer: 'from 有 {from} 项而 to 有 {to} 项：每条边都需要两个端点',
  EdgeOutside: '第 {i} 条边（{from} > {to}）超出了有 {count} 个顶点（从 0 编号）的图',
  StateNotComputed: '{game} 的会话只算到 G(0) … G({known} − 1)，还不够状态 {state}；请先扩展',
  ValuesTooFew: '给出了 {given} 个值，而图有 {n} 个状态',
  GridTooLarge: '{n} × {n} 的网格太大，画不出来（上限是 {limit} 个状态）',
  TooManyToDraw: '{n} 个状态太多，画不出来（上限是 {limit}）',
  TooManyMovesToDraw: '{moves} 步走法太多，画不出来（上限是 {limit}）；请选一个更小的 N',
  MoreMovesThanDrawable: '走法超过 {limit} 步，画不出来；请选一个更小的 N',
  EdgeMissingNode: '边 {from} > {to} 指向了不存在的结点',
  TooManyPositionsToDraw: '从 {position} 能到达的局面超过 {limit} 个，太多了画不出来；请换一个更小的局面',
  BadNumber: '{name} 必须是 {min} 到 {max} 之间的整数，而不是 {value}',
  BadNumberArray: '{name}[{index}] 必须是 0 到 {max} 之间的整数，而不是 {value}',
  ModuleTrap: '计算引擎在这个请求上出错（{message}），已经重新启动；请换一个输入试试',
  ModuleRestarting: '计算引擎出错后正在重新启动，请稍后再试',
  ModuleRestarted: '这个对象属于重新启动之前的计算引擎，请重新创建',
  ModuleNotReady: '计算引擎还没有加载完（请先等待 ready）',
  SessionFreed: '这个 Session 已经释放（free）了，请重新创建',
  ValuesNotOfGame: 'values[{index}] 是 {value}，但 {game} 的 G({index}) 是 {expected}：这不是它的 SG 表',
  NotText: '{name} 必须是字符串，而不是 {value}',
  TextTooLong: '{name} 有 {length} 个字符，太长了（上限是 {limit}）',
  NotNumbers: '{name} 必须是 Uint32Array 或数字数组',
  SearchTooLarge: '{position} 需要搜索的局面超过 {limit} 个；请试试更小的石子堆',
  NoValueForSum: '{component} 的 SG 值未知（它的规则只说明谁赢，而它又太大无法搜索），所以不能作为和的一部分',
  UnknownRule: "不认识的规则 '{rule}'（可以用 {rules}）",
  MemoSplits: '记忆化表格只用于两堆、每步只留下一堆的游戏；{game} 会把一堆分成两堆',
  MemoTooLarge: '记忆化表格的石子堆最多到 {limit}',
  UnknownFormat: "不认识的格式 '{format}'（可以用 {formats}）",
  NotAMove: '{next} 不是从 {position} 走一步能到的局面',
  DifferentShape: '{next} 和 {position} 不是同一个游戏的局面',
  // Contest input.
  InputEmpty: '这里应当是顶点数 N（输入是空的）',
  InputVertexCount: 'N 必须在 1 到 {limit} 之间',
  InputExpected: '这里应当是{context}，但输入已经结束',
  InputExpectedFound: "这里应当是{context}，却是 '{found}'",
  InputNumberTooLarge: '数字太大（上限是 {limit}）',
  GamblingCount: 'n 必须在 1 到 {limit} 之间',
  GamblingNumberTooLarge: '数字太大（上限是 {limit}）',
  GamblingExtra: "{n} 张卡片之后出现了意外的 '{found}'",
  GamblingTraceTooLong: '逐步演示最多显示 {limit} 张卡片（gamblingNim 可以回答任意输入）',
  // Phrases.
  AfterGameName: '游戏名之后',
  InRange: "范围 'a..b' 中",
  BetweenNumbers: '数字之间',
  AfterBash: "'bash' 之后",
  AfterBashNumber: 'bash 的数字之后',
  AfterGraph: "'graph' 之后",
  BetweenEdges: '边之间',
  InOctalCode: '八进制编码中',
  AfterMisere: "'misere' 之后",
  AfterMoore: "'moore' 之后",
  AfterMooreNumber: 'moore 的数字之后',
  CloseMisere: '结束 misere(…) 时',
  TheGame: '游戏',
  ANumber: '数字',
  ANumberAfterRange: "'..' 之后的数字",
  AVertex: '顶点',
  TheVertexCount: '顶点数 N',
  TheMoveCount: '顶点 {vertex} 的走法数',
  ASuccessor: '顶点 {vertex} 的一个后继',
  TheTokenCount: '棋子数',
  ATokenVertex: '棋子所在的顶点',
  TheCardCount: '卡片数 n',
  ACardFace: '第 {card} 张卡片上的数字',
};

/** Fills a template's {slots} from `args`; a phrase argument ({ code, args }) is translated with `lookup`. */
export function fill(template, args = {}, lookup = () => null) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    const v = args[name];
    if (v === undefined || v === null) return whole;
    if (typeof v === 'object') {
      const inner = lookup(v.code);
      return inner === null ? String(v.code) : fill(inner, v.args, lookup);
    }
    return String(v);
  });
}

/**
 * The words for a core Error in `lang`: English is the core's own message; 简体中文 is built from its code and
 * arguments, with where it points ("（第 7 列）"). Anything without a code (a failure of the page itself) keeps
 * its message.
 */
export function errorText(err, lang) {
  const message = err?.message ?? String(err);
  if (lang !== 'zh' || !err?.code || !(err.code in ERRORS_ZH)) return message;
  const lookup = (code) => ERRORS_ZH[code] ?? null;
  let text = fill(ERRORS_ZH[err.code], err.args ?? {}, lookup);
  if (err.line != null && err.column != null) text += `（第 ${err.line} 行第 ${err.column} 列）`;
  else if (err.column != null) text += `（第 ${err.column} 列）`;
  return text;
}
